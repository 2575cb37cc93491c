/**
 * What every playbook edit does after it succeeded (P3): the viewer's query (operation
 * `PlaybookViewer`, the playbook route in edit mode) and the editing tools' own queries are
 * fetched again, and the mutation's promise waits for them so its button spins until the page
 * shows the change.
 */
export const VIEWER_QUERY = 'PlaybookViewer';

export function refetchAfterEdit(...own: string[]): { refetchQueries: string[]; awaitRefetchQueries: true } {
  return { refetchQueries: [VIEWER_QUERY, ...own], awaitRefetchQueries: true };
}
