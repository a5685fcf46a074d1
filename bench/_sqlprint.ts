import { drizzle } from 'drizzle-orm/node-postgres';
import { schema } from '../service/db/schema';
const db = drizzle.mock({ schema });
const orig = (db as any).session.prepareQuery.bind((db as any).session);
(db as any).session.prepareQuery = (q: any, ...rest: any[]) => { console.log(q.sql); return orig(q, ...rest); };
const { listTransactionPage } = await import('../service/transactions/queries');
try { await listTransactionPage(db as any, 'mer_x', 'PAYMENT', { page_size: 25 } as any); } catch (e) { }
