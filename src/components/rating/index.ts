export { Rating, RatingDisplay, type RatingProps, type RatingSize } from './Rating'
export { RatingField } from './RatingField'
