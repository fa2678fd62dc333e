import { preloadScreen } from './screens';

// Each screen module's body runs when its chunk loads: counted at that boundary.
const loaded: string[] = [];
jest.mock('../flows/sign-up/SignUpPage', () => {
  loaded.push('sign-up');
  return { default: () => null };
});
jest.mock('../flows/account-home/AccountHomePage', () => {
  loaded.push('account-home');
  return { default: () => null };
});

test('the page address starts the download of its screen, under any base path', async () => {
  preloadScreen('/account/sign-up/');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded).toEqual(['sign-up']);
});

test('addresses naming no screen start nothing', async () => {
  for (const path of ['/', '/account', '/account/', '/nope']) preloadScreen(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded).toEqual(['sign-up']);
});
