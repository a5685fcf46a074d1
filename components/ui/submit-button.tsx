'use client';

import { useFormStatus } from 'react-dom';
import { Button, type ButtonProps } from './button';

/** A form's submit button: disabled and relabelled while the form's action runs. */
export function SubmitButton({ children, pendingLabel, disabled, ...props }: ButtonProps & { pendingLabel?: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  );
}
