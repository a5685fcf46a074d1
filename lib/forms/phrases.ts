import type { MessageKey, Phrase, Translator } from '@/lib/i18n/core';

/**
 * The form rules (lib/forms) run in the browser and again in the server actions, so they cannot know the
 * reader's language: they return phrases (a message key and its values), worded by whoever shows them —
 * `t(problem)` in a client component, `addPhrase(ctx, problem)` in a server action's zod schema.
 */
export { phrase, type Phrase } from '@/lib/i18n/core';

/** Problems of several fields, keyed by field name (as the form names its fields). */
export type Problems = Record<string, Phrase>;

/** A rule's problem in the member's words; null when there is none. */
export function wordProblem(t: Translator, problem: Phrase | null | undefined): string | null {
  return problem ? t(problem) : null;
}

/** Every field's problem in the member's words. */
export function wordProblems(
  t: Translator,
  problems: Readonly<Record<string, Phrase | null | undefined>>,
): Record<string, string | null> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, wordProblem(t, problem)]));
}

/** A form's choices (`{ value, labelKey, hintKey? }`, as lib/forms declares them) with their words, for a select or radio group. */
export function wordOptions<V extends string>(
  t: Translator,
  options: readonly { value: V; labelKey: MessageKey; hintKey?: MessageKey }[],
): { value: V; label: string; hint?: string }[] {
  return options.map((o) => ({ value: o.value, label: t(o.labelKey), ...(o.hintKey ? { hint: t(o.hintKey) } : {}) }));
}
