import type { ProjectActor } from '#server/plugins/project-actor';

/** Who is acting on work items: the project actor every work-item route reads. */
export type Actor = ProjectActor;

export { projectActorOf } from '#server/plugins/project-actor';
