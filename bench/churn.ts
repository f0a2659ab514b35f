/**
 * Deploy churn: which output files change between two builds. A deploy uploads every file whose
 * bytes changed, so this is what one content change costs on the CDN.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileDigests } from './measure.ts';

export interface Churn {
  files_before: number;
  files_after: number;
  changed: number;
  added: number;
  removed: number;
  /** (changed + added + removed) / files before, percent. */
  percent: number;
  /** Changed + added + removed files per folder (`_api/lists`, `_api/tools`…). */
  by_folder: Record<string, number>;
  /** Changed list pages whose `data` differs (the added tool, or items shifted by it). */
  list_pages_data_changed: number;
  /** Changed list pages whose `data` is the same: only `meta.total`, `total_pages` or `links` differ. */
  list_pages_meta_only: number;
  /** List pages after the change, all filter series. */
  list_pages_total: number;
  /** Changed files outside the lists, by path. */
  other_changed: string[];
  /**
   * What-if, from the same two builds: the churn if only page 1 of each filter series and page
   * size were pre-rendered (deeper pages computed by the router from its index).
   */
  if_first_pages_only: { files_before: number; touched: number; percent: number };
}

export function churn(before: string, after: string): Churn {
  const a = fileDigests(before);
  const b = fileDigests(after);
  const changed = [...b.keys()].filter((path) => a.has(path) && a.get(path) !== b.get(path));
  const added = [...b.keys()].filter((path) => !a.has(path));
  const removed = [...a.keys()].filter((path) => !b.has(path));
  const byFolder: Record<string, number> = {};
  for (const path of [...changed, ...added, ...removed]) {
    const parts = path.split('/');
    const folder = parts.length > 2 ? parts.slice(0, 2).join('/') : 'top-level files';
    byFolder[folder] = (byFolder[folder] ?? 0) + 1;
  }
  const isList = (path: string) => path.startsWith('_api/lists/');
  let dataChanged = 0;
  let metaOnly = 0;
  for (const path of changed.filter(isList)) {
    const data = (root: string) => JSON.stringify((JSON.parse(readFileSync(join(root, path), 'utf8')) as { data: unknown }).data);
    if (data(before) === data(after)) metaOnly++;
    else dataChanged++;
  }
  dataChanged += added.filter(isList).length;
  const touched = changed.length + added.length + removed.length;
  const kept = (path: string) => !isList(path) || path.endsWith('/1.json');
  const firstOnlyBefore = [...a.keys()].filter(kept).length;
  const firstOnlyTouched = [...changed, ...added, ...removed].filter(kept).length;
  return {
    files_before: a.size,
    files_after: b.size,
    changed: changed.length,
    added: added.length,
    removed: removed.length,
    percent: (100 * touched) / a.size,
    by_folder: byFolder,
    list_pages_data_changed: dataChanged,
    list_pages_meta_only: metaOnly,
    list_pages_total: [...b.keys()].filter(isList).length,
    other_changed: [...changed, ...added, ...removed].filter((path) => !isList(path)).sort(),
    if_first_pages_only: { files_before: firstOnlyBefore, touched: firstOnlyTouched, percent: (100 * firstOnlyTouched) / firstOnlyBefore },
  };
}
