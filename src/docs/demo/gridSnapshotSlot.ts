/**
 * Where a data grid demo's build-time snapshot goes in a page's HTML.
 *
 * The grid renders no rows on the server (it draws them only once it has measured its box), so
 * `npm run build` renders every grid demo in Chromium after `next build` and writes the live
 * markup into the prerendered HTML in place of the server's (`scripts/gridSnapshots/`). The
 * demo's static island names its demo in `data-grid-snapshot-slot`, and the server HTML inside it
 * ends with an empty `<template data-grid-snapshot-end>`: everything between the island's opening
 * tag and that marker is replaced, and nothing else is parsed.
 */
export const GRID_SNAPSHOT_SLOT_ATTRIBUTE = 'data-grid-snapshot-slot';
export const GRID_SNAPSHOT_END_ATTRIBUTE = 'data-grid-snapshot-end';
