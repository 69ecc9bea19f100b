import { describe, expect, it } from 'vitest';
import { connectionStatusDelayMs, connectionStatusText } from './connection-status-text';

describe('connectionStatusText', () => {
  it('says nothing while live or on the first connection', () => {
    expect(connectionStatusText('live')).toBeNull();
    expect(connectionStatusText('connecting')).toBeNull();
    expect(connectionStatusText('idle')).toBeNull();
  });

  it('names the states in which changes may be missing', () => {
    expect(connectionStatusText('offline')).toBe('Offline');
    expect(connectionStatusText('reconnecting')).toBe('Reconnecting…');
    expect(connectionStatusText('catching-up')).toBe('Catching up…');
  });

  it('shows offline at once and waits a moment before a reconnection', () => {
    expect(connectionStatusDelayMs('offline')).toBe(0);
    expect(connectionStatusDelayMs('reconnecting')).toBeGreaterThan(0);
  });
});
