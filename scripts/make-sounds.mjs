// Makes the achievement sounds under public/sounds/*.mp3 (docs/product/points-and-badges.md#sounds: real audio files made by
// a script in the repo). Synthesised chimes (sine partials with an exponential decay), encoded to
// MP3 with lamejs. Run: node scripts/make-sounds.mjs
import { writeFileSync, mkdirSync } from "node:fs";
import { Mp3Encoder } from "@breezystack/lamejs";

const RATE = 44100;

// note: [frequency Hz, start s, length s]
const SOUNDS = {
  achievement: [[523.25, 0, 0.5], [659.25, 0.1, 0.5], [783.99, 0.2, 0.6], [1046.5, 0.32, 0.9]],
  success: [[659.25, 0, 0.4], [987.77, 0.12, 0.7]],
  celebration: [[523.25, 0, 0.3], [659.25, 0.08, 0.3], [783.99, 0.16, 0.3], [1046.5, 0.24, 0.4], [1318.5, 0.34, 0.9]],
  // The timers' bell (docs/decisions.md "At a phase's end"): two strikes of a bell-like tone (a fundamental and inharmonic partials).
  bell: [[880, 0, 1.2], [2420, 0, 0.6], [1760, 0, 0.9], [880, 0.7, 1.4], [2420, 0.7, 0.6], [1760, 0.7, 1.0]],
};

function render(notes) {
  const length = Math.max(...notes.map(([, start, len]) => start + len)) + 0.1;
  const samples = new Float32Array(Math.ceil(length * RATE));
  for (const [freq, start, len] of notes) {
    const from = Math.floor(start * RATE);
    const count = Math.floor(len * RATE);
    for (let i = 0; i < count; i++) {
      const t = i / RATE;
      const attack = Math.min(1, t / 0.01);
      const env = attack * Math.exp(-t * 5);
      const tone = Math.sin(2 * Math.PI * freq * t) + 0.35 * Math.sin(4 * Math.PI * freq * t) + 0.12 * Math.sin(6 * Math.PI * freq * t);
      samples[from + i] += 0.22 * env * tone;
    }
  }
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-1, Math.min(1, samples[i])) * 32767;
  return pcm;
}

function encode(pcm) {
  const encoder = new Mp3Encoder(1, RATE, 96);
  const chunks = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c)));
}

mkdirSync("public/sounds", { recursive: true });
for (const [name, notes] of Object.entries(SOUNDS)) {
  const mp3 = encode(render(notes));
  writeFileSync(`public/sounds/${name}.mp3`, mp3);
  console.log(`public/sounds/${name}.mp3 ${mp3.length} bytes`);
}
