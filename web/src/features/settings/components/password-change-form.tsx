import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { TFieldErrors } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { passwordProblem, type TPasswordFields } from '../lib/password-check';

const EMPTY: TPasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

const signedOutText = (count: number) => (count === 1 ? 'You were signed out on 1 other device.' : `You were signed out on ${count} other devices.`);

/** Change Password: checked here in the spec's order, then by the server (which also checks the current one). */
export function PasswordChangeForm() {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [result, setResult] = useState('');
  const change = useChangePassword();

  const setField = (field: keyof TPasswordFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult('');
    const problem = passwordProblem(fields);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      document.getElementById(`settings-${problem.field}`)?.focus();
      return;
    }
    change.mutate(fields, {
      onSuccess: ({ signedOutSessions }) => {
        setFields(EMPTY);
        setErrors({});
        if (signedOutSessions > 0) setResult(signedOutText(signedOutSessions));
        toast({ title: 'Password changed', description: 'Your password has been updated successfully.' });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? (error.body?.errors ?? []) : [];
        const next: TFieldErrors = {};
        for (const { path, message } of fieldErrors) next[path] ??= message;
        setErrors(next);
        const reason = error instanceof ApiError ? (fieldErrors[0]?.message ?? error.serverMessage) : undefined;
        toast({ title: 'Password change failed', description: reason ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="settings-password-heading" className="space-y-4">
      <h3 id="settings-password-heading" className="text-sm font-semibold text-slate-900">
        Change password
      </h3>
      <PasswordField
        id="settings-currentPassword"
        label="Current password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onValueChange={(v) => setField('currentPassword', v)}
        error={errors.currentPassword}
      />
      <PasswordField
        id="settings-newPassword"
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={fields.newPassword}
        onValueChange={(v) => setField('newPassword', v)}
        error={errors.newPassword}
      />
      <PasswordField
        id="settings-confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onValueChange={(v) => setField('confirmPassword', v)}
        error={errors.confirmPassword}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {result}
        </p>
      </div>
    </form>
  );
}
