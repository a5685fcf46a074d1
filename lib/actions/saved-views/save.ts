'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import {
  isSavedViewList,
  MAX_VIEW_COLUMNS,
  MAX_VIEW_NAME,
  MAX_VIEW_QUERY,
  viewQuery,
  type ViewColumns,
} from '@/lib/saved-views/lists';
import { saveView } from '@/lib/saved-views/queries';

const columnIds = z.array(z.string().min(1).max(64)).max(MAX_VIEW_COLUMNS);

const schema = z.object({
  list: z.string().refine(isSavedViewList),
  name: z.string().trim().min(1).max(MAX_VIEW_NAME),
  query: z
    .string()
    .max(MAX_VIEW_QUERY * 2)
    .transform((query) => viewQuery(query))
    .pipe(z.string().max(MAX_VIEW_QUERY)),
  columns: z
    .string()
    .max(8000)
    .optional()
    .transform((text, ctx): ViewColumns | null => {
      if (!text) return null;
      try {
        const parsed = z.object({ visible: columnIds, hidden: columnIds }).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'columns' });
      return z.NEVER;
    }),
  shared: z.enum(['on', 'true']).optional(),
});

/** What the menu gets back on a refusal: the name and whether the view was shared. */
const kept = (formData: FormData) => ({
  name: String(formData.get('name') ?? ''),
  shared: formData.get('shared') ? 'on' : '',
});

/**
 * Saves the list's current filters and columns under a name (replacing the member's view of that name). An invalid
 * one is answered in the menu's own words: the name's error, or why the page's filters cannot be saved.
 */
export const saveViewAction = action<typeof schema, ActionState<{ id: string }>>(
  {
    permission: 'read',
    audit: 'saved_view.save',
    schema,
    input: (formData) => ({
      list: formData.get('list'),
      name: formData.get('name') ?? '',
      query: formData.get('query') ?? '',
      columns: formData.get('columns') ?? undefined,
      shared: formData.get('shared') ?? undefined,
    }),
    invalid: (error, { formData, t }) => {
      const first = String(error.issues[0]?.path[0]);
      const message =
        first === 'name' ? t('views.error.invalid') : first === 'list' ? t('views.error.list') : t('views.error.query');
      const fieldErrors: Record<string, string> = {};
      if (error.issues.some((issue) => String(issue.path[0]) === 'name')) fieldErrors.name = t('views.error.name');
      return { ok: false, message, fieldErrors, values: kept(formData) };
    },
  },
  async ({ session, input: { list, name, query, columns, shared }, t }) => {
    const saved = await saveView(await getConsoleDb(), {
      ownerId: session.user.id,
      listKey: list,
      name,
      query,
      columns,
      shared: Boolean(shared),
    });
    await recordAudit({
      session: session,
      action: 'saved_view.save',
      target: saved.id,
      summary: {
        list,
        name,
        query,
        shared: Boolean(shared),
        replaced: saved.replaced,
        columns: columns?.visible.length ?? null,
      },
    });
    return { ok: true, message: t('views.saved', { name }), result: { id: saved.id } };
  },
);
