'use client';

import { useState, type ReactNode } from 'react';
import { wordProblems } from '@/lib/forms/phrases';
import { LIMITS, metadataProblems, referenceProblem, type MetadataRow } from '@/lib/forms/field-rules';
import { FormSection } from './create-form-parts';
import { TextField } from './fields';
import { MetadataEditor } from './metadata-editor';
import type { Translator } from '@/lib/i18n/core';
import { useT } from '@/lib/i18n/client';

/** The primary and secondary references and the metadata rows every create form offers. */
export interface References {
  primary: string;
  secondary: string;
  metadata: MetadataRow[];
  setPrimary: (value: string) => void;
  setSecondary: (value: string) => void;
  setMetadata: (rows: MetadataRow[]) => void;
}

export function useReferences(): References {
  const [primary, setPrimary] = useState('');
  const [secondary, setSecondary] = useState('');
  const [metadata, setMetadata] = useState<MetadataRow[]>([]);
  return { primary, secondary, metadata, setPrimary, setSecondary, setMetadata };
}

/** Their problems in the member's words, keyed by the API's parameter names (metadata rows by row). */
export function referenceProblems(refs: References, t: Translator): Record<string, string | null> {
  return wordProblems(t, {
    primary_reference: referenceProblem(refs.primary),
    secondary_reference: referenceProblem(refs.secondary),
    ...metadataProblems(refs.metadata),
  });
}

/** Their lines on a review step: only what was filled in. */
export function referenceReview(refs: References, t: Translator): { label: string; value: string }[] {
  return [
    ...(refs.primary ? [{ label: t('forms.primaryReference'), value: refs.primary }] : []),
    ...(refs.secondary ? [{ label: t('forms.secondaryReference'), value: refs.secondary }] : []),
    ...(refs.metadata.some((r) => r.key)
      ? [
          {
            label: t('forms.metadata'),
            value: refs.metadata
              .filter((r) => r.key)
              .map((r) => `${r.key}=${r.value}`)
              .join(', '),
          },
        ]
      : []),
  ];
}

type FieldError = (name: string) => string | undefined;

/** The two reference fields and the metadata editor. */
export function ReferenceFields({ refs, error }: { refs: References; error: FieldError }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="primary_reference"
          label={t('forms.primaryReference')}
          value={refs.primary}
          onValue={refs.setPrimary}
          limit={LIMITS.reference}
          error={error('primary_reference')}
          autoComplete="off"
        />
        <TextField
          name="secondary_reference"
          label={t('forms.secondaryReference')}
          value={refs.secondary}
          onValue={refs.setSecondary}
          limit={LIMITS.reference}
          error={error('secondary_reference')}
          autoComplete="off"
        />
      </div>
      <MetadataEditor rows={refs.metadata} onRows={refs.setMetadata} error={error} />
    </>
  );
}

/** The same, as the form's own "References and metadata" section. */
export function ReferencesSection({
  refs,
  error,
  description,
}: {
  refs: References;
  error: FieldError;
  description?: ReactNode;
}) {
  const t = useT();
  return (
    <FormSection title={t('forms.referencesSection')} description={description}>
      <ReferenceFields refs={refs} error={error} />
    </FormSection>
  );
}
