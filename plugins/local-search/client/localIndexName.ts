/**
 * The name the local index goes by in DocSearch requests. DocSearch also keys the recent and
 * favourite searches it stores by it (`__DOCSEARCH_RECENT_SEARCHES__local`), so changing it would
 * drop every reader's stored searches.
 */
export const LOCAL_INDEX_NAME = 'local';
