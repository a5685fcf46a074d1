import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldErrorsFromZod, invalid } from './errors';
import type { AppEnv } from './env';

/** Every resource router comes from here so a zod failure anywhere becomes one 400 listing every field error. */
export function newRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalid(fieldErrorsFromZod(result.error));
    },
  });
}
