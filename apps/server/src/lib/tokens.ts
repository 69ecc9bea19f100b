import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random secret fit for a cookie or a link: 32 bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How secrets are stored: their SHA-256, hex. A stored hash signs nobody in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric code of `length` digits with no leading zero, e.g. a 6-digit sign-in code. */
export function randomDigits(length: number): string {
  return String(randomInt(10 ** (length - 1), 10 ** length));
}

/** Compares two secrets in constant time. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
