import type {
  CourseTopic,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ProjectStatus,
  ShopCourse,
  ShopProject,
  ShopVehicle,
  TrafficSource,
  VehicleState,
} from './model'

/** What the template dashboards' endpoints answer (`GET /api/dashboard/<name>`). */

/** A month as `YYYY-MM` with the shop's figures for it. */
// Types, not interfaces: rows of a chart are plain records (an interface has no index signature).
export type MonthFigures = {
  month: string
  orders: number
  sales: number
  expenses: number
  profit: number
}

export type CountrySales = {
  country: string
  sales: number
  orders: number
  /** Against the 30 days before, as a ratio; null when there were none then. */
  change: number | null
}

export interface Trend {
  value: number
  /** Against the period before, as a ratio; null when the period before had none. */
  change: number | null
}

export interface AnalyticsDashboard {
  visits: Trend
  visitsBySource: Record<TrafficSource, number>
  orders: Trend
  /** Orders per visit over the last 30 days. */
  conversion: number
  averageOrder: number
  /** Sales per day, last 14 days. */
  dailySales: { day: string; sales: number }[]
  averageDailySales: number
  weeklyEarnings: { day: string; earnings: number }[]
  support: { opened: number; resolved: number; resolvedShare: number }
  countries: CountrySales[]
  months: MonthFigures[]
  campaign: { sent: number; opened: number; clicked: number; bounced: number; unsubscribed: number }
}

export interface CrmDashboard {
  sales: Trend
  customers: Trend
  revenueByWeek: { week: string; revenue: number }[]
  months: (MonthFigures & { leads: number; visits: number })[]
  countries: CountrySales[]
  projectStatus: Record<ProjectStatus, number>
  activeProjects: Pick<ShopProject, 'id' | 'name' | 'leader' | 'progress' | 'status' | 'due'>[]
  activity: { id: string; number: number; customer: string; day: string; total: number; status: OrderStatus }[]
  team: { name: string; projects: number; done: number }[]
}

export interface EcommerceDashboard {
  month: { sales: number; target: number; orders: number }
  revenue: Trend
  orders: Trend
  customers: Trend
  itemsSold: Trend
  months: MonthFigures[]
  leads: Trend & { bySource: Record<TrafficSource, number> }
  weeklyEarnings: { day: string; earnings: number }[]
  popularProducts: { id: string; name: string; sold: number; revenue: number }[]
  ordersByStatus: Record<
    Exclude<OrderStatus, 'cancelled'>,
    { id: string; number: number; customer: string; country: string; day: string }[]
  >
  paymentMethods: Record<PaymentMethod, number>
}

export interface LogisticsDashboard {
  onRoute: number
  withErrors: number
  deviated: number
  late: number
  total: number
  byState: Record<VehicleState, number>
  months: { month: string; shipments: number; deliveredOnTime: number }[]
  performance: { shipments: number; deliveredOnTime: number; onTimeShare: number; exceptions: number }
  exceptions: { damaged: number; lost: number; address: number; refused: number }
  countries: { country: string; orders: number }[]
}

export interface AcademyDashboard {
  minutesLearned: number
  completedTasks: number
  totalTasks: number
  coursesDone: number
  coursesInProgress: number
  topics: { topic: CourseTopic; students: number }[]
  instructors: { name: string; courses: number; students: number }[]
  topCourses: Pick<ShopCourse, 'id' | 'title' | 'instructor' | 'rating' | 'students'>[]
  webinar: { title: string; host: string; day: string; minutes: number; registered: number }
  assignments: Pick<ShopCourse, 'id' | 'title' | 'completedTasks' | 'totalTasks'>[]
}

/** A row of the CRM's recent transactions and of the e-commerce invoices: an order's payment. */
export interface ShopTransaction {
  id: string
  number: number
  customer: string
  email: string
  day: string
  total: number
  /** What is still to be paid. */
  balance: number
  payment: PaymentStatus
  method: PaymentMethod
}

export type ProjectRow = Omit<ShopProject, 'ownerUid'>
export type VehicleRow = Omit<ShopVehicle, 'ownerUid'>
export type CourseRow = Omit<ShopCourse, 'ownerUid'>
