import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStored } from '../storageCodec';
import {
  API_LAYOUT_CODECS,
  chooseFirstLayout,
  isCrawler,
  restoreApiLayouts,
  saveApiLayouts,
} from './apiDisplayCodec';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('API layout codecs', () => {
  it('use the reference site keys and values, expended by default', () => {
    expect(Object.values(API_LAYOUT_CODECS).map((codec) => codec.key)).toEqual([
      'apiPage_props',
      'apiPage_slots',
      'apiPage_classes',
    ]);
    expect(parseStored(API_LAYOUT_CODECS.props, 'table')).toBe('table');
    expect(parseStored(API_LAYOUT_CODECS.props, 'expanded')).toBe('expended');
    expect(parseStored(API_LAYOUT_CODECS.slots, null)).toBe('expended');
  });
});

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  ])('knows %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it('lets browsers through', () => {
    expect(isCrawler(CHROME)).toBe(false);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      false,
    );
  });
});

describe('chooseFirstLayout', () => {
  it('picks each layout for its third of the random range', () => {
    expect(chooseFirstLayout(CHROME, () => 0)).toBe('collapsed');
    expect(chooseFirstLayout(CHROME, () => 0.5)).toBe('expended');
    expect(chooseFirstLayout(CHROME, () => 0.99)).toBe('table');
  });

  it('always gives crawlers the expanded list', () => {
    expect(chooseFirstLayout('Googlebot/2.1', () => 0.99)).toBe('expended');
  });
});

describe('restoring and saving the layouts', () => {
  let stored: Map<string, string>;
  let writes: string[];

  beforeEach(() => {
    stored = new Map();
    writes = [];
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => {
          writes.push(key);
          stored.set(key, value);
        },
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps stored choices and gives the other sections the first pick', () => {
    stored.set('apiPage_slots', 'collapsed');
    stored.set('apiPage_classes', 'nonsense');
    expect(restoreApiLayouts(CHROME, () => 0.99)).toEqual({
      props: 'table',
      slots: 'collapsed',
      classes: 'table',
    });
    expect(writes).toEqual([]);
  });

  it('restores nothing for crawlers', () => {
    stored.set('apiPage_props', 'table');
    expect(restoreApiLayouts('Googlebot/2.1', () => 0.99)).toBeNull();
  });

  it('stores only the sections whose layout changed', () => {
    stored.set('apiPage_props', 'table');
    stored.set('apiPage_slots', 'collapsed');
    saveApiLayouts({ props: 'table', slots: 'expended', classes: 'collapsed' });
    expect(writes).toEqual(['apiPage_slots', 'apiPage_classes']);
    expect(Object.fromEntries(stored)).toEqual({
      apiPage_props: 'table',
      apiPage_slots: 'expended',
      apiPage_classes: 'collapsed',
    });
  });
});
