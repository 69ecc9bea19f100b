import {
  type BootstrapTarget,
  bootstrapPlan,
  firstPageParams,
  storedSettingsOf,
  UserPropertiesSchema,
} from '@keel/core';

/**
 * Asks one of the app's own GET routes as the caller (their session, so their rights) and answers
 * the JSON text of its body when it answered 200; undefined otherwise (not theirs to see, not
 * found, failed).
 */
export type AskAsCaller = (path: string) => Promise<string | undefined>;

/**
 * Sends the answers of a first visit's GETs for `target` (bootstrapPlan), each as soon as it is
 * ready: first what the shell waits for and, for a project's list, its settings and then the first
 * page they ask for; once those are sent, the lookups and the sidebar's, which only decorate the
 * screen, so that they never slow the first rows. Each is asked of the app's own route, so every
 * answer is exactly what the web app would have been given, guarded by that route's own access
 * declaration: what the caller may not see answers nothing and is left out.
 */
export async function sendBootstrapAnswers(options: {
  target: BootstrapTarget;
  ask: AskAsCaller;
  /** One answer: the GET's path and query, and the JSON text the route answered. */
  send: (path: string, json: string) => void;
}): Promise<void> {
  const { target, ask, send } = options;
  const plan = bootstrapPlan(target);
  const answer = async (path: string): Promise<string | undefined> => {
    const json = await ask(path);
    if (json !== undefined) send(path, json);
    return json;
  };
  const list = plan.list;
  await Promise.all([
    ...plan.first.map(answer),
    list ? answer(list.settingsPath).then((settings) => firstPage(list.listPath, settings)) : null,
  ]);
  // One after the other: the static files a first visit loads meanwhile (the app's code) are
  // served by the same process, and a burst of requests at once would hold them back.
  for (const path of plan.then) await answer(path);

  async function firstPage(listPath: string, settings: string | undefined): Promise<void> {
    if (settings === undefined) return;
    const properties = UserPropertiesSchema.safeParse(JSON.parse(settings));
    if (!properties.success) return;
    const params = firstPageParams('project', storedSettingsOf(properties.data));
    if (params !== null) await answer(`${listPath}?${new URLSearchParams(params).toString()}`);
  }
}

/** One line of the bootstrap's answer (BootstrapAnswerSchema), the route's JSON text kept as is. */
export function bootstrapLine(path: string, json: string): string {
  return `{"path":${JSON.stringify(path)},"body":${json}}\n`;
}
