/**
 * Reactions to anything reactable (work items and comments now; pages and intake later). This
 * domain has no routes of its own: each domain that owns a reactable thing declares it with
 * `defineReactable` and registers its routes with `registerReactionRoutes`.
 */
export {
  type Reactable,
  type Reaction,
  type ReactionBase,
  type ReactionChange,
  type ReactionTable,
  type ReactableSpec,
  type ReactionTarget,
} from './reactable';
export { defineReactable, reactionsOf } from './reactions.service';
export { type ReactionRoutes, registerReactionRoutes } from './reactions.routes';
