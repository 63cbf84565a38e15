// Profile photo upload and read-back (docs/account-settings.md): uploads per second and latency for a 100 KB and
// a 500 KB JPEG (POST /user-api/users/profilePhoto: decode, check, re-encode to WebP without
// metadata, store with the user's live event), and the photo read back (GET of its path), against
// a bare Fastify route that accepts and discards the same body, measured the same way in the same
// run. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startProcess } from './portal-process.mjs';
import { withScratchDatabase } from './scratch-database.mjs';

const SECONDS = 10;
// Two cores: more connections than that only queue behind the image work.
const CONNECTIONS = 4;
const SIZES = [100 * 1024, 500 * 1024];

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors,
});

function load(port, { path: route, ...request }, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${route}`, connections: CONNECTIONS, duration, ...request },
      (error, result) => (error ? reject(error) : resolve(summary(result))),
    );
  });
}

/**
 * A photo-like JPEG just under `bytes`: a gradient with noise (what a camera's sensor gives), as
 * large a square as fits, so the server decodes as many pixels as a real photo of that size has.
 */
async function jpegOfAbout(bytes) {
  const make = async (side) => {
    const noise = randomBytes(side * side * 3);
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i += 1) {
      const x = Math.floor(i / 3) % side;
      pixels[i] = Math.min(255, ((x * 255) / side) * 0.7 + (noise[i] % 80));
    }
    return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
  };
  let low = 16;
  let high = 4096;
  let best = await make(low);
  while (high - low > 8) {
    const side = Math.floor((low + high) / 2);
    const image = await make(side);
    if (image.length <= bytes) {
      best = image;
      low = side;
    } else high = side;
  }
  const { width, height } = await sharp(best).metadata();
  return { body: best, width, height };
}

async function signIn(port) {
  const response = await fetch(`http://127.0.0.1:${port}/auth-api/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'student@demo.test',
      password: 'Student#2026',
      scope: 'STUDENT_PORTAL__ACCESS',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  return (await response.json()).access_token;
}

const uploadRequest = (image, headers = {}) => ({
  method: 'POST',
  body: image.body,
  headers: { 'content-type': 'image/jpeg', 'x-requested-with': 'XMLHttpRequest', ...headers },
});

async function measurePortal(env, images) {
  const portal = await startProcess('apps/server/dist/main.js', env);
  try {
    const token = await signIn(portal.port);
    const auth = { authorization: `Bearer ${token}` };
    const results = [];
    for (const image of images) {
      const request = { path: '/user-api/users/profilePhoto', ...uploadRequest(image, auth) };
      await load(portal.port, request, 2);
      const upload = await load(portal.port, request);
      // Uploads autocannon left in flight still finish after it stops, each replacing the photo
      // (and its path): let them, then store the one to read back.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      // The photo now stored, read back as the web does (a blob, with the token).
      const uploaded = await fetch(`http://127.0.0.1:${portal.port}/user-api/users/profilePhoto`, {
        method: 'POST',
        headers: { ...request.headers },
        body: image.body,
      });
      if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status}`);
      const { profilePhoto } = await uploaded.json();
      const stored = await fetch(`http://127.0.0.1:${portal.port}${profilePhoto}`, {
        headers: auth,
      });
      if (stored.status !== 200) throw new Error(`read back: ${stored.status}`);
      const storedBytes = (await stored.arrayBuffer()).byteLength;
      const read = await load(portal.port, { method: 'GET', path: profilePhoto, headers: auth });
      results.push({ upload, read, storedBytes });
    }
    return results;
  } finally {
    await portal.stop();
  }
}

async function onPGlite(images) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-photo-'));
  try {
    return await measurePortal({ DATA_DIR: dataDir }, images);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measureProfilePhoto() {
  const images = [];
  for (const size of SIZES) images.push({ target: size, ...(await jpegOfAbout(size)) });
  const bare = await startProcess('bench/bare-fastify.mjs', {});
  const reference = [];
  try {
    for (const image of images) {
      const request = { path: '/discard', ...uploadRequest(image) };
      await load(bare.port, request, 2);
      reference.push(await load(bare.port, request));
    }
  } finally {
    await bare.stop();
  }
  const runs = { PGlite: await onPGlite(images) };
  if (process.env.DATABASE_URL) {
    runs.PostgreSQL = await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      measurePortal({ DATABASE_URL: url }, images),
    );
  }
  return { images, reference, runs, connections: CONNECTIONS, seconds: SECONDS };
}
