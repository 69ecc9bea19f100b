import { describe, expect, it } from 'vitest';
import { PublicIntakeSubmissionSchema, plainTextToHtml } from './intake-form-wire';

describe('plainTextToHtml', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(plainTextToHtml('a <b> & "c"\r\nd\n\n\n e ')).toBe(
      '<p>a &lt;b&gt; &amp; &quot;c&quot;<br>d</p><p>e</p>',
    );
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});

describe('PublicIntakeSubmissionSchema', () => {
  it('trims the title, normalizes the email, and refuses unknown fields', () => {
    expect(
      PublicIntakeSubmissionSchema.parse({ name: ' Hi ', email: ' A@B.co ', language: 'de' }),
    ).toEqual({ name: 'Hi', email: 'a@b.co', language: 'de' });
    expect(
      PublicIntakeSubmissionSchema.safeParse({ name: 'x', email: 'a@b.co', x: 1 }).success,
    ).toBe(false);
    expect(PublicIntakeSubmissionSchema.safeParse({ name: 'x', email: 'nope' }).success).toBe(
      false,
    );
  });
});
