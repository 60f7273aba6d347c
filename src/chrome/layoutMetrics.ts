/** Width of the navigation column (and of the mobile navigation drawer). */
export const NAV_WIDTH = 280;
/** Height of the sticky app bar; sticky columns start below it. */
export const APP_BAR_HEIGHT = 64;
