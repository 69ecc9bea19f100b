import packageJson from '../package.json' with { type: 'json' };

/** The running Keel version, as the instance reports it. */
export const KEEL_VERSION: string = packageJson.version;
