import { describe, expect, it } from 'vitest';
import { parseStored } from '../storageCodec';
import { API_LAYOUT_CODECS, chooseFirstLayout, isCrawler } from './apiDisplayCodec';

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
