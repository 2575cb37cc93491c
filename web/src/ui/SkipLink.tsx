import { focusMain, MAIN_ID } from './focus';

/**
 * 'Skip to content': the first Tab stop of every page, shown only while focused; moves focus to
 * the page's main region. Handled in script rather than by the fragment, so the
 * address (and the router's location) stays as it is.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(e) => {
        if (focusMain()) e.preventDefault();
      }}
    >
      Skip to content
    </a>
  );
}
