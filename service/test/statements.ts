import type { Db } from '../db/client';

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`'s plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface RawClient {
  query(query: unknown, params?: unknown[], options?: unknown): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The driver under a test service's database, recording what the app sends it while `recording` is set (node-postgres:
 * query(config | text, values); PGlite: query(text, params, options)). The plan tests EXPLAIN exactly those statements.
 */
export function recordStatements(db: Db) {
  const client = (db as unknown as { $client: RawClient }).$client;
  let recording: Statement[] | null = null;
  const query = client.query.bind(client);
  client.query = (q: unknown, params?: unknown[], options?: unknown) => {
    if (recording) {
      const text = typeof q === 'string' ? q : (q as { text: string }).text;
      const values = params ?? (typeof q === 'object' && q ? ((q as { values?: unknown[] }).values ?? []) : []);
      recording.push({ text, params: values });
    }
    return query(q, params, options);
  };
  return {
    client,
    /** The statements the app sent while `run` ran. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      recording = [];
      try {
        const result = await run();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
    /** The statement's plan as it ran. */
    async explain(statement: Statement): Promise<PlanNode> {
      const result = await query(`explain (analyze, format json) ${statement.text}`, statement.params);
      const raw = result.rows[0]['QUERY PLAN'];
      const [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      return plan;
    },
  };
}
