import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.path, entry.message])) : {};

/**
 * /account: "Delete my account". The password confirms it; the authenticator code field appears when the server
 * asks for it (two-factor on). On success the session is gone: the home page, signed out, with a notice.
 */
export function DeleteAccountCard() {
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const errors = fieldErrorsOf(remove.error);
  const needsCode = 'code' in errors || code !== '';
  const otherError =
    remove.error && !errors.password && !errors.code
      ? (remove.error instanceof ApiError && remove.error.serverMessage) || 'We could not delete your account. Please try again.'
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password, ...(code ? { code } : {}) },
      {
        onSuccess: (answer) => {
          toast({ title: 'Account deleted', description: answer.message });
          void navigate('/');
        },
      },
    );
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          This deletes your account and what is in it: your profile, saved homes and searches, day plans, notifications, calendar links and MLS configurations,
          and for agents your listings, photos and open houses. Inquiries you sent to other agents stay with them. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">{ACCOUNT_DATA_MESSAGES.refundNote}</p>
        {!isConfirming ? (
          <Button variant="destructive" onClick={() => setIsConfirming(true)}>
            Delete my account
          </Button>
        ) : (
          <form className="space-y-4" onSubmit={submit} noValidate>
            <PasswordField
              id="delete-account-password"
              value={password}
              onValueChange={setPassword}
              autoComplete="current-password"
              error={errors.password}
              hint="Enter your password to confirm."
            />
            {needsCode && (
              <TextField
                id="delete-account-code"
                label="Authentication code"
                value={code}
                onValueChange={setCode}
                error={errors.code}
                autoComplete="one-time-code"
                inputMode="numeric"
                hint="The code from your authenticator app, or a recovery code."
              />
            )}
            {otherError && <ErrorAlert>{otherError}</ErrorAlert>}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete my account permanently'}
              </Button>
              <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
