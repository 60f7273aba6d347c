import { compile, middleware, serialize, stringify, type Element } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DIRECTION_ATTRIBUTE } from './directionCodec';

const RTL = `[${DIRECTION_ATTRIBUTE}="rtl"]`;
const NOT_RTL = `:not(${RTL})`;

/**
 * A selector that applies only when `<html>` is (`rtl`) or is not (`ltr`) right to left, with
 * the specificity it had: the condition sits in `:where()`, which counts for nothing.
 */
export function scopeSelector(selector: string, direction: 'ltr' | 'rtl'): string {
  const condition = direction === 'rtl' ? RTL : NOT_RTL;
  const root = /^(html|:root)(?![\w-])/.exec(selector);
  if (root) {
    return `${root[1]}:where(${condition})${selector.slice(root[1].length)}`;
  }
  return `:where(html${condition}) ${selector}`;
}

/** A rule's text mirrored as the site's right-to-left Emotion cache writes it. */
function mirrored(ruleText: string): string {
  return serialize(compile(ruleText), middleware([rtlPlugin, stringify]));
}

/** Rules already looked at in this process: most rules repeat on every page of a build. */
const seen = new Map<string, string>();

function withVariants(rule: Element): string {
  const text = serialize([rule], stringify);
  let result = seen.get(text);
  if (result === undefined) {
    const flipped = mirrored(text);
    if (flipped === text || flipped === '') {
      result = text;
    } else {
      const [flippedRule] = compile(flipped);
      const ltr = (rule.props as string[]).map((selector) => scopeSelector(selector, 'ltr'));
      const rtl = (flippedRule.props as string[]).map((selector) => scopeSelector(selector, 'rtl'));
      result =
        `${ltr.join(',')}{${serialize(rule.children as Element[], stringify)}}` +
        `${rtl.join(',')}{${serialize(flippedRule.children as Element[], stringify)}}`;
    }
    if (seen.size > 50_000) {
      seen.clear();
    }
    seen.set(text, result);
  }
  return result;
}

function serializeWithVariants(elements: Element[]): string {
  return elements
    .map((element) => {
      if (element.type === 'rule') {
        return withVariants(element);
      }
      if (element.type === '@media' || element.type === '@supports' || element.type === '@layer') {
        const inner = serializeWithVariants(element.children as Element[]);
        return inner ? `${element.value}{${inner}}` : '';
      }
      return serialize([element], stringify);
    })
    .join('');
}

/**
 * The server's left-to-right CSS made right for both directions before any script runs: every
 * rule the right-to-left Emotion cache would write differently (margins, paddings, positions,
 * corners, text alignment…) becomes two rules, the original for a page that is not right to
 * left and the mirrored one for a page that is (`<html dir="rtl">`, which the settings' inline
 * script sets before the first paint). Rules with no side in them stay as they are.
 *
 * The server renders every page left to right (pages are static, the direction is the reader's
 * stored setting), and the browser renders the page again with the right-to-left cache once it
 * hydrates; until then, and for a demo's server HTML until the demo is live, these rules are
 * what lays the page out, so nothing moves when the scripts arrive.
 */
export function withRtlVariants(css: string): string {
  return serializeWithVariants(compile(css));
}
