import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The service's entry points bundled into plain JavaScript (esbuild, packages left to node_modules), for tests that
 * start the service as a process: a start then loads in about 4 s instead of 6–7 s through tsx's transform of every
 * source file. Same code, same Node: only the module loading differs (docs/engineering.md). The bundle is written
 * under node_modules/.cache (inside the repository, so its bare imports resolve to the repository's packages);
 * `remove()` deletes it.
 */
export async function bundleService(
  entryPoints: Record<string, string>,
): Promise<{ dir: string; script: (name: string) => string; remove: () => void }> {
  const dir = path.resolve('node_modules/.cache/service-bundle', `${process.pid}-${randomBytes(4).toString('hex')}`);
  await build({
    entryPoints,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return {
    dir,
    script: (name) => path.join(dir, `${name}.mjs`),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
