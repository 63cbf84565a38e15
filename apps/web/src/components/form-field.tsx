import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  /** Text, or an element when part of it is marked (a tenant's English on a Spanish page). */
  label: ReactNode;
  /** Already translated error message. */
  error?: string | undefined;
  /** A plain explanation under an error whose catalogue words a learner may not understand. */
  explanation?: string | undefined;
  hint?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around a control, tied to it for screen readers. */
function Field({
  label,
  error,
  explanation,
  hint,
  id,
  control,
}: FieldProps & { id: string | undefined; control: (props: ControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const explanationId = error && explanation ? `${controlId}-explanation` : undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={controlId} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId, explanationId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {explanationId ? (
        <p id={explanationId} className="form-field__explanation">
          {explanation}
        </p>
      ) : null}
    </div>
  );
}

export interface FormFieldProps extends FieldProps, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. */
export function FormField({ label, error, explanation, hint, id, ref, ...input }: FormFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      explanation={explanation}
      hint={hint}
      id={id}
      control={(props) => <input ref={ref} className="form-field__input" {...props} {...input} />}
    />
  );
}

export interface TextAreaFieldProps
  extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area. */
export function TextAreaField({ label, error, hint, id, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(props) => (
        <textarea
          ref={ref}
          className="form-field__input form-field__textarea"
          {...props}
          {...textarea}
        />
      )}
    />
  );
}

export interface SelectFieldProps extends FieldProps, SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select; its options are the children. */
export function SelectField({
  label,
  error,
  hint,
  id,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(props) => (
        <select ref={ref} className="form-field__input" {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}
