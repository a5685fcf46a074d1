import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { esCO } from '../es-CO';

/**
 * One home per feature: each feature's messages (and each shared word: common, shell, lists, forms, enums) live in one
 * file here, `<feature>.ts`, exporting `<feature>En` and `<feature>EsCO`; ../en.ts and ../es-CO.ts only compose them.
 * A key written in two files, or inline in a dictionary, would leave "where is this message" two answers.
 */

const DIR = import.meta.dirname;
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const homes = readdirSync(DIR)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

type Home = { name: string; en: Record<string, string>; esCO: Record<string, string> };

async function load(): Promise<Home[]> {
  return Promise.all(
    homes.map(async (name) => {
      const exported = (await import(`./${name}.ts`)) as Record<string, Record<string, string>>;
      return { name, en: exported[`${camel(name)}En`], esCO: exported[`${camel(name)}EsCO`] };
    }),
  );
}

describe('message homes', () => {
  it('has each file export its feature-named English and es-CO messages, with the same keys', async () => {
    for (const home of await load()) {
      expect(home.en, `${home.name}.ts exports ${camel(home.name)}En`).toBeTypeOf('object');
      expect(home.esCO, `${home.name}.ts exports ${camel(home.name)}EsCO`).toBeTypeOf('object');
      expect(Object.keys(home.esCO).sort(), home.name).toEqual(Object.keys(home.en).sort());
    }
  });

  it('writes every key in exactly one file, and the dictionaries are those files composed', async () => {
    const homeOf = new Map<string, string>();
    for (const home of await load())
      for (const [key, message] of Object.entries(home.en)) {
        expect(homeOf.get(key), `${key} is written in ${homeOf.get(key)}.ts and ${home.name}.ts`).toBeUndefined();
        homeOf.set(key, home.name);
        expect((en as Record<string, string>)[key], key).toBe(message);
        expect((esCO as Record<string, string>)[key], key).toBe(home.esCO[key]);
      }
    expect([...homeOf.keys()].sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps no message inline in the dictionaries, which import every home', () => {
    for (const [file, suffix] of [
      ['en.ts', 'En'],
      ['es-CO.ts', 'EsCO'],
    ] as const) {
      const source = readFileSync(path.join(DIR, '..', file), 'utf8');
      expect(source.match(/^\s*['"][\w.:-]+['"]\s*:/gm), file).toBeNull();
      for (const name of homes) expect(source, `${file} spreads ${name}.ts`).toContain(`...${camel(name)}${suffix},`);
    }
  });
});
