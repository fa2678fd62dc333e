// "Example DNS": a small authoritative DNS server (dns2, a maintained package) for development and
// tests, answering the TXT records published on it, so the domain verification's real lookup code
// (enterprise-sso/dns.ts, node's resolver pointed here by SSO_DNS_RESOLVER) runs end to end. Its
// web page plays a DNS host's panel: publish a TXT record, see what is published.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import { escapeHtml, page, readBody } from './pages.ts';

export interface RunningDnsStandIn {
  /** `127.0.0.1:{port}`: a resolver address (SSO_DNS_RESOLVER). */
  resolver: string;
  /** The panel's address (publish records in a browser). */
  panelUrl: string;
  publish: (name: string, value: string) => void;
  unpublish: (name: string) => void;
  close: () => Promise<void>;
}

export async function listenDnsStandIn(
  options: { dnsPort: number; httpPort?: number; publicHost?: string } = { dnsPort: 0 },
): Promise<RunningDnsStandIn> {
  const records = new Map<string, string[]>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== dns2.Packet.TYPE.TXT) continue;
        for (const value of records.get(key(question.name)) ?? []) {
          // dns2's typings want a Resource class; its encoder takes the plain answer.
          response.answers.push({
            name: question.name,
            type: dns2.Packet.TYPE.TXT,
            class: dns2.Packet.CLASS.IN,
            ttl: 60,
            data: value,
          } as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: options.dnsPort, address: '127.0.0.1' } });
  const port = server.addresses().udp?.port ?? options.dnsPort;

  const publish = (name: string, value: string) => {
    const list = records.get(key(name)) ?? [];
    if (!list.includes(value)) records.set(key(name), [...list, value]);
  };
  const unpublish = (name: string) => {
    records.delete(key(name));
  };

  const panel = http.createServer((req, res) => {
    const show = () => {
      const rows = [...records]
        .flatMap(([name, values]) =>
          values.map((v) => `<li><code>${escapeHtml(name)} TXT "${escapeHtml(v)}"</code></li>`),
        )
        .join('');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        page(
          'Example DNS',
          `<p>Development stand-in for your DNS host. Records published here answer on ${escapeHtml(`127.0.0.1:${port}`)}.</p>
<form method="post" action="/records">
<p><label>Name <input name="name" required autocomplete="off"></label></p>
<p><label>TXT value <input name="value" required autocomplete="off"></label></p>
<p><button type="submit">Publish</button></p></form>
<h2>Published</h2><ul>${rows || '<li>None</li>'}</ul>`,
        ),
      );
    };
    if (req.method === 'POST') {
      readBody(req)
        .then((text) => {
          const form = new URLSearchParams(text);
          const name = form.get('name')?.trim();
          const value = form.get('value')?.trim();
          if (name && value) publish(name, value);
          show();
        })
        .catch(() => {
          res.statusCode = 400;
          res.end();
        });
      return;
    }
    show();
  });
  await new Promise<void>((resolve, reject) => {
    panel.once('error', reject);
    panel.listen(options.httpPort ?? 0, '127.0.0.1', () => resolve());
  });
  const panelPort = (panel.address() as AddressInfo).port;

  return {
    resolver: `127.0.0.1:${port}`,
    panelUrl: `http://${options.publicHost ?? '127.0.0.1'}:${panelPort}`,
    publish,
    unpublish,
    close: async () => {
      await server.close();
      await new Promise<void>((resolve) => {
        panel.close(() => resolve());
        panel.closeAllConnections();
      });
    },
  };
}
