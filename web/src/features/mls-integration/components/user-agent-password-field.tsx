import type { ComponentProps } from 'react';
import { PasswordField } from '../../../components/ui/password-field';

type TUserAgentPasswordFieldProps = Pick<ComponentProps<typeof PasswordField>, 'id' | 'value' | 'onValueChange' | 'error' | 'hint'>;

/** A RETS user agent's own password (UA-Authorization): optional, told apart from the login password. */
export function UserAgentPasswordField(props: TUserAgentPasswordFieldProps) {
  return (
    <PasswordField
      label="User agent password (optional)"
      autoComplete="new-password"
      name="user-agent-password"
      toggleLabel="Show user agent password"
      isRequired={false}
      {...props}
    />
  );
}
