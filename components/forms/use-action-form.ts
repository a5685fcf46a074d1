'use client';

import { startTransition, useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ActionState, FormAction } from '@/lib/forms/state';
import { newIdempotencyKey } from '@/lib/forms/idempotency';

/** The DOM id of a form field by its name (`metadata[0].key` → `f-metadata-0-key`). */
export function fieldId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '')}`;
}

export interface ActionForm<R> {
  state: ActionState<R> | null;
  pending: boolean;
  /** The form instance's Idempotency-Key (a hidden field of the form). */
  idempotencyKey: string;
  /** Sends the form's values to the action (in a transition: the form is not reset, nothing typed is lost). */
  submit: (formData: FormData) => void;
  /** True once the member tried to submit: every rule message shows from then on. */
  attempted: boolean;
  markAttempted: () => void;
  /**
   * The message to show under a field: the server's (until the field is edited again), else the live rule's
   * problem once the field has been edited or a submit attempted. (Not on blur: a message appearing when a
   * field is left moves the button the member is clicking.)
   */
  error: (name: string, problem?: string | null) => string | undefined;
  /** Spread on the <form>: tracks which fields were edited. */
  tracking: { onChange: (event: FormEvent<HTMLFormElement>) => void };
}

/**
 * A console form around a server action (useActionState). The action runs in a transition rather than as
 * the form's `action`, so React does not reset the fields after it: controlled fields keep their values on
 * an error, and the action also hands the submitted values back.
 */
export function useActionForm<R>(action: FormAction<R>, idempotencyKey: string): ActionForm<R> {
  const [state, dispatch, pending] = useActionState<ActionState<R> | null, FormData>(action, null);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // Fields edited since the last answer: their server error is stale.
  const [edited, setEdited] = useState<{ state: ActionState<R> | null; names: ReadonlySet<string> }>({
    state: null,
    names: new Set(),
  });
  const sending = useRef(false);

  useEffect(() => {
    if (!pending) sending.current = false;
  }, [pending]);

  const editedNames = edited.state === state ? edited.names : new Set<string>();

  const submit = useCallback(
    (formData: FormData) => {
      if (sending.current) return;
      sending.current = true;
      startTransition(() => dispatch(formData));
    },
    [dispatch],
  );

  return {
    state,
    pending,
    idempotencyKey,
    submit,
    attempted,
    markAttempted: () => setAttempted(true),
    error: (name, problem) => {
      const server = editedNames.has(name) ? undefined : state?.fieldErrors?.[name];
      if (server) return server;
      if (!problem) return undefined;
      return attempted || touched.has(name) ? problem : undefined;
    },
    tracking: {
      onChange: (event) => {
        const name = (event.target as unknown as { name?: string }).name;
        if (!name) return;
        if (!touched.has(name)) setTouched(new Set(touched).add(name));
        if (!editedNames.has(name)) setEdited({ state, names: new Set(editedNames).add(name) });
      },
    },
  };
}

/**
 * The key of the current form instance: each instance gets its own Idempotency-Key. `another()` starts a
 * fresh instance (render the form with `key={key}`), for "create another" after a success.
 */
export function useFormInstance(initialKey: string | null): { key: string; another: () => void } {
  const [key, setKey] = useState(() => initialKey ?? newIdempotencyKey());
  return { key, another: () => setKey(newIdempotencyKey()) };
}
