/**
 * Whole-directory files: the bulk exports and the feeds. Each public path maps to one file the
 * build writes under `_api/` and the media type it is served with. Constants only: the router
 * and the edge function import it.
 */
import { API_BASE_PATH } from './paths.ts';

export interface Download {
  /** File under `_api/`. */
  file: string;
  /** `Content-Type` of the response. */
  type: string;
}

export const EXPORT_JSON_PATH = `${API_BASE_PATH}/export/tools.json`;
export const EXPORT_CSV_PATH = `${API_BASE_PATH}/export/tools.csv`;
export const EXPORT_NDJSON_PATH = `${API_BASE_PATH}/export/tools.ndjson`;
export const FEED_JSON_PATH = `${API_BASE_PATH}/feed.json`;
export const FEED_ATOM_PATH = `${API_BASE_PATH}/feed.xml`;

/** Public path → file and media type. */
export const DOWNLOADS: Readonly<Record<string, Download>> = {
  [EXPORT_JSON_PATH]: { file: 'export/tools.json', type: 'application/json; charset=utf-8' },
  [EXPORT_CSV_PATH]: { file: 'export/tools.csv', type: 'text/csv; charset=utf-8' },
  [EXPORT_NDJSON_PATH]: { file: 'export/tools.ndjson', type: 'application/x-ndjson; charset=utf-8' },
  [FEED_JSON_PATH]: { file: 'feed.json', type: 'application/feed+json; charset=utf-8' },
  [FEED_ATOM_PATH]: { file: 'feed.xml', type: 'application/atom+xml; charset=utf-8' },
};

/** Entries in each feed. */
export const FEED_SIZE = 50;
