// `npm start`: the dev API, the account app (standalone + remote) and the host demo, together.
// Rebuilds on change; Ctrl-C stops all three (concurrently forwards the signal).
import concurrently from 'concurrently';

const api = Number(process.env.API_PORT ?? 4000);
const account = Number(process.env.ACCOUNT_PORT ?? 3001);
const host = Number(process.env.HOST_PORT ?? 3000);
const env = { API_PORT: String(api), ACCOUNT_PORT: String(account), HOST_PORT: String(host) };

console.log(`
  Account is starting:
    dev API               http://localhost:${api}
    account (standalone)  http://localhost:${account}
    host demo             http://localhost:${host}   (account under /account)

  Demo user: demo@example.com / Demo-Passw0rd!   (tenants: acme, globex)
  Try: http://localhost:${account}/redirect?whitelabel=globex&href=%2Fforbidden
`);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false dev-api/src/server/main.ts',
      env,
      prefixColor: 'yellow',
    },
    {
      name: 'account',
      command: 'webpack serve --mode development --config webpack.config.ts',
      env,
      prefixColor: 'cyan',
    },
    {
      name: 'host',
      command: 'webpack serve --mode development --config host-demo/webpack.config.ts',
      env,
      prefixColor: 'magenta',
    },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
