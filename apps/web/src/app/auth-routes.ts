/* What the sign-in and sign-up routes draw, fetched together when one is first visited (router.tsx). */
export { AuthFlow } from '../domains/auth/AuthFlow';
export { InstanceGate } from '../domains/instances/InstanceGate';
export { SignedOutOnly } from '../domains/users/SessionGate';
