export { createReviewsModule } from './module';
export type { ReviewService } from './service';
