import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { i18nextCode } from '../lib/i18n';
import { NAMESPACES } from './resources';

/**
 * Every language says everything English says, and nothing else: the same namespaces, the same
 * keys (with the plural forms its own grammar needs), the same interpolation variables.
 */

const ROOT = import.meta.dirname;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = Record<string, unknown>;

function readNamespace(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(ROOT, language, `${namespace}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(name, value);
    else if (value !== null && typeof value === 'object')
      for (const [inner, text] of flatten(value as Tree, name)) flat.set(inner, text);
    else flat.set(name, String(value));
  }
  return flat;
}

/** Keys grouped by their base (plural suffixes stripped when the key has an "_other" sibling). */
function groupKeys(flat: Map<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, value] of flat) {
    const base = key.replace(PLURAL, '');
    const plural = base !== key && flat.has(`${base}_other`);
    const groupName = plural ? base : key;
    const group = groups.get(groupName) ?? new Map<string, string>();
    group.set(plural ? key.slice(base.length + 1) : '', value);
    groups.set(groupName, group);
  }
  return groups;
}

function variables(group: Map<string, string>): string[] {
  const names = new Set<string>();
  for (const text of group.values())
    for (const match of text.matchAll(/\{\{\s*([\w.]+)/g)) if (match[1]) names.add(match[1]);
  return [...names].sort();
}

const namespaces = readdirSync(path.join(ROOT, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

describe('translations', () => {
  it('names every English namespace (bundled or loaded with its screen)', () => {
    expect([...NAMESPACES].sort()).toEqual(namespaces);
  });

  it('has a folder for each of the 19 languages and nothing else', () => {
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language} has every namespace, key, plural form and variable English has`, () => {
      const files = readdirSync(path.join(ROOT, language)).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.slice(0, -5)).sort()).toEqual(namespaces);
      const categories = new Intl.PluralRules(i18nextCode(language)).resolvedOptions()
        .pluralCategories;
      const problems: string[] = [];
      for (const namespace of namespaces) {
        const english = groupKeys(flatten(readNamespace('en', namespace)));
        const translated = groupKeys(flatten(readNamespace(language, namespace)));
        for (const key of english.keys())
          if (!translated.has(key)) problems.push(`${namespace}:${key} is missing`);
        for (const [key, group] of translated) {
          const source = english.get(key);
          if (!source) {
            problems.push(`${namespace}:${key} is not in English`);
            continue;
          }
          for (const text of group.values())
            if (text.trim() === '') problems.push(`${namespace}:${key} is empty`);
          const isPlural = [...source.keys()].some((form) => form !== '');
          if (isPlural) {
            const forms = [...group.keys()].sort();
            if (forms.join() !== [...categories].sort().join())
              problems.push(
                `${namespace}:${key} has plural forms ${forms.join()}, needs ${categories.join()}`,
              );
          }
          if (variables(group).join() !== variables(source).join())
            problems.push(
              `${namespace}:${key} uses {{${variables(group).join()}}}, English {{${variables(source).join()}}}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
