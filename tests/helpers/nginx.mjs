// A real nginx (the Debian package) for tests and benchmarks, run from a temporary folder as
// this user, never touching the machine's own nginx. `startSiteProxy` serves the site through
// the deployment config docs/deploying.md gives (deploy/nginx.conf), with only its ports, host name,
// certificate and app processes filled in for this machine.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const NGINX = '/usr/sbin/nginx'

async function waitForPort(port, deadline) {
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Starts nginx with `http` as the body of its http block (the paths nginx writes to are set
 * here). Waits until `port` accepts connections. Returns the folder and stop().
 * @param {string} http
 * @param {number} port
 */
export async function startNginx(http, port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vantage-nginx-'))
  chmodSync(dir, 0o755)
  for (const sub of ['body', 'proxy']) {
    mkdirSync(path.join(dir, sub))
    // Workers may run as another user when nginx starts as root.
    chmodSync(path.join(dir, sub), 0o777)
  }
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
  types { text/html html; }
${http}
}
`,
  )
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  try {
    await Promise.race([
      waitForPort(port, Date.now() + 10_000),
      exited.then(() => {
        throw new Error(`nginx exited: ${output}${readFileSync(path.join(dir, 'error.log'), 'utf8')}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    dir,
    async stop() {
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A self-signed certificate for 127.0.0.1 (openssl), in `dir`. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/**
 * deploy/nginx.conf for this machine: http on httpPort (redirecting to https), https on
 * httpsPort with the given certificate, the given app ports as the upstream processes.
 * Throws if the file no longer has one of the lines filled in, so it cannot drift unnoticed.
 * @param {{ httpPort: number, httpsPort: number, appPorts: number[], cert: string, key: string }} o
 */
export function siteConfig({ httpPort, httpsPort, appPorts, cert, key }) {
  let config = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const replace = (from, to) => {
    if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`)
    config = config.replace(from, to)
  }
  replace(
    'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;',
    appPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '),
  )
  replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
  // nginx's $host has no port: the redirect names the https port the test listens on.
  replace('return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`)
  replace('listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`)
  replace('ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;', `ssl_certificate ${cert};`)
  replace(
    'ssl_certificate_key /etc/letsencrypt/live/www.example.com/privkey.pem;',
    `ssl_certificate_key ${key};`,
  )
  return config.replaceAll('server_name www.example.com;', 'server_name 127.0.0.1;')
}

/**
 * The site behind nginx on this machine, as deployed: https on httpsPort, http on httpPort.
 * @param {{ httpPort: number, httpsPort: number, appPorts: number[] }} o
 */
export async function startSiteProxy({ httpPort, httpsPort, appPorts }) {
  const certDir = mkdtempSync(path.join(tmpdir(), 'vantage-cert-'))
  const { cert, key } = selfSignedCertificate(certDir)
  try {
    const nginx = await startNginx(siteConfig({ httpPort, httpsPort, appPorts, cert, key }), httpsPort)
    return {
      ...nginx,
      /** The certificate, for clients to trust. */
      ca: readFileSync(cert, 'utf8'),
      httpsUrl: `https://127.0.0.1:${httpsPort}`,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      async stop() {
        await nginx.stop()
        rmSync(certDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(certDir, { recursive: true, force: true })
    throw error
  }
}
