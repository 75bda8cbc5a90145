import { domAnimation } from 'framer-motion';

/** Loaded on demand by MotionProvider so animation code stays off the first load. */
export default domAnimation;
