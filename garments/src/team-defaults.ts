/**
 * What a new project, configuration or showroom starts with when nobody chose (C3, original
 * section 9), shared by the gateway and the web so that both start from the same look.
 */

/** Default team colours: colour ids of the colour table (19, 13, 25; section 9). */
export const DEFAULT_TEAM_COLOR_IDS: readonly number[] = [19, 13, 25];

/**
 * Default lettering (C3): fill colour 25 (white), outline colour 23 (black), the bundled font
 * `full block` (drawn with the family Graduate).
 */
export const DEFAULT_LETTERING = {
  fillColorId: 25,
  outlineColorId: 23,
  font: 'full block',
  fontFamily: 'Graduate',
} as const;
