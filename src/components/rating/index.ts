export { Rating, RatingDisplay, type RatingSize } from './Rating'
export { RatingField } from './RatingField'
