import { captureWhitelabel } from './capture';

describe('captureWhitelabel', () => {
  beforeEach(() => localStorage.clear());

  it('stores a valid ?whitelabel= under whitelabelId and returns it', () => {
    expect(captureWhitelabel('?whitelabel=globex', localStorage)).toBe('globex');
    expect(localStorage.getItem('whitelabelId')).toBe('globex');
  });

  it('keeps the stored tenant on later loads without the parameter', () => {
    localStorage.setItem('whitelabelId', 'acme');
    expect(captureWhitelabel('?other=1', localStorage)).toBe('acme');
  });

  it('lets a new valid value replace the stored one', () => {
    localStorage.setItem('whitelabelId', 'acme');
    expect(captureWhitelabel('?whitelabel=Globex_2-b', localStorage)).toBe('Globex_2-b');
    expect(localStorage.getItem('whitelabelId')).toBe('Globex_2-b');
  });

  it.each([
    ['empty', ''],
    ['a space', 'acme corp'],
    ['markup', '<script>'],
    ['a path', '../etc'],
    ['a dot', 'acme.com'],
    ['65 characters', 'a'.repeat(65)],
  ])('ignores an invalid value (%s)', (_label, value) => {
    localStorage.setItem('whitelabelId', 'acme');
    const search = `?whitelabel=${encodeURIComponent(value)}`;
    expect(captureWhitelabel(search, localStorage)).toBe('acme');
    expect(localStorage.getItem('whitelabelId')).toBe('acme');
  });

  it('accepts exactly 64 characters', () => {
    const id = 'x'.repeat(64);
    expect(captureWhitelabel(`?whitelabel=${id}`, localStorage)).toBe(id);
  });

  it('ignores an invalid value that was stored earlier', () => {
    localStorage.setItem('whitelabelId', 'bad value');
    expect(captureWhitelabel('', localStorage)).toBeNull();
  });

  it('still uses the parameter when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(captureWhitelabel('?whitelabel=acme', broken)).toBe('acme');
    expect(captureWhitelabel('', broken)).toBeNull();
  });
});
