/**
 * The page's scripts start loading once its server HTML has been painted.
 *
 * Next.js lists the page's scripts as `<script defer>` in `<head>`: the browser fetches them while
 * it parses the HTML and runs them as soon as parsing ends, before it paints anything, so on a slow
 * phone the first paragraph waits for every script to be evaluated (measured on this site: first
 * paint 0.64 s with scripts blocked against 1.38 s with them, CPU 4×). Instead, `_document` writes
 * their addresses as data (`<script type="application/json" id="…">`, which the browser does
 * not run) and this loader, inline and constant (the Content-Security-Policy allows it by hash),
 * adds them once the parsed page has had a frame to paint: after `DOMContentLoaded`, in a task
 * after the next animation frame; in a tab in the background, where no frame comes, at once (and
 * when the tab's visibility changes before the frame). They are added with `async = false`, so they run in the order listed, as
 * deferred scripts would.
 */
export const PAINT_FIRST_SCRIPTS_ID = '__PAINT_FIRST_SCRIPTS__';

export function getPaintFirstLoader(): string {
  return `(function(){var d=document,done=false;function load(){if(done)return;done=true;var list=JSON.parse(d.getElementById(${JSON.stringify(PAINT_FIRST_SCRIPTS_ID)}).textContent);for(var i=0;i<list.length;i++){var s=d.createElement('script');s.src=list[i];s.async=false;d.head.appendChild(s);}}function afterPaint(){if(d.visibilityState==='hidden'){load();return;}d.addEventListener('visibilitychange',load);requestAnimationFrame(function(){setTimeout(load,0);});}if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',afterPaint);}else{afterPaint();}})();`;
}
