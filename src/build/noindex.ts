/**
 * The deploy's `API_NOINDEX` setting, read by the build and by `npm start` (which rebuilds a
 * `dist/` built with the other value): a module of its own, so that the server's start does not
 * load the build's renderers to read one variable.
 */

/**
 * `API_NOINDEX`: whether the build is a preview to keep out of search engines. Read strictly, as
 * the server's other settings: a value such as `1` or `oui`, silently taken for false, would put
 * a preview in search engines.
 * @example noindexSetting('true') === true; noindexSetting(undefined) === false
 */
export function noindexSetting(value: string | undefined): boolean {
  const written = value?.trim().toLowerCase() ?? '';
  if (written === 'true' || written === '1') return true;
  if (written === '' || written === 'false' || written === '0') return false;
  throw new Error(`API_NOINDEX=${value} is not understood: true (or 1) keeps the deploy out of search engines, false, 0 or nothing publishes it.`);
}
