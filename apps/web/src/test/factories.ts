import { type Instance, type InstanceConfig, type InstanceInfo } from '@keel/core';

/** GET /api/instances/ as a fresh, not yet set up instance answers it. */
export function makeInstanceInfo(
  overrides: { instance?: Partial<Instance>; config?: Partial<InstanceConfig> } = {},
): InstanceInfo {
  return {
    instance: {
      id: 'c0a8f0a4-6f5b-4d53-9a55-0f1f0f8e4c11',
      instance_name: null,
      current_version: '0.1.0',
      is_setup_done: false,
      is_signup_screen_visited: false,
      is_telemetry_enabled: false,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      ...overrides.instance,
    },
    config: {
      enable_signup: true,
      is_workspace_creation_disabled: false,
      is_email_password_enabled: true,
      is_magic_login_enabled: true,
      is_google_enabled: false,
      is_github_enabled: false,
      is_gitlab_enabled: false,
      is_gitea_enabled: false,
      is_smtp_configured: false,
      has_unsplash_configured: false,
      has_llm_configured: false,
      file_size_limit: 5_242_880,
      app_base_url: null,
      is_self_managed: true,
      ...overrides.config,
    },
  };
}
