import { FormField, type FormFieldProps } from './form-field';

/**
 * The e-mail that names an account at sign-in. A text field, since the HTML standard allows
 * "username" on no e-mail field; password managers fill the pair username and current-password
 * (WCAG 3.3.8).
 */
export function UsernameField(props: Omit<FormFieldProps, 'type'>) {
  return (
    <FormField
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      inputMode="email"
      required
      {...props}
    />
  );
}
