import { messagingOptions, messagingSwUrl, parseSwConfig } from './sw-config';

const options = {
  apiKey: 'api-key',
  appId: '1:123:web:abc',
  projectId: 'account-demo',
  messagingSenderId: '123',
};

test('round trip through the worker URL keeps exactly the four messaging options', () => {
  const picked = messagingOptions({ ...options, measurementId: 'G-TEST', authDomain: 'x' });
  expect(picked).toEqual(options);
  const url = messagingSwUrl(options);
  expect(url.startsWith('/firebase-messaging-sw.js?config=')).toBe(true);
  expect(parseSwConfig(new URL(url, 'https://app.example.com').search)).toEqual(options);
});

test.each([
  ['no query', ''],
  ['no config parameter', '?other=1'],
  ['broken JSON', '?config=%7Bnope'],
  ['an array', `?config=${encodeURIComponent('[]')}`],
  ['null', `?config=null`],
  [
    'a missing key',
    `?config=${encodeURIComponent(JSON.stringify({ ...options, appId: undefined }))}`,
  ],
  ['an empty value', `?config=${encodeURIComponent(JSON.stringify({ ...options, apiKey: '' }))}`],
  ['a number', `?config=${encodeURIComponent(JSON.stringify({ ...options, projectId: 7 }))}`],
])('the worker refuses a config with %s', (_case, search) => {
  expect(parseSwConfig(search)).toBeNull();
});
