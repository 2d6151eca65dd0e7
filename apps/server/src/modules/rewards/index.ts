/** What other modules may use of rewards (docs/decisions/0049: module doors). */
export { hasReward, rewardAmount } from './rewards.repository';
