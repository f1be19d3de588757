import type {
  AcademyDashboard,
  AnalyticsDashboard,
  CountrySales,
  CrmDashboard,
  EcommerceDashboard,
  LogisticsDashboard,
  MonthFigures,
  Trend,
} from '@/domain/shop/apiTypes'
import {
  COURSE_TOPICS,
  PAYMENT_METHODS,
  PROJECT_STATUSES,
  TRAFFIC_SOURCES,
  VEHICLE_STATES,
  type ShopCourse,
  type ShopDay,
  type ShopOrder,
  type ShopProduct,
  type ShopProject,
  type ShopVehicle,
  type TrafficSource,
} from '@/domain/shop/model'

/**
 * The template dashboards' figures, computed from one workspace's shop records and today's date.
 * A real backend would run these as queries; here they are plain functions with unit tests.
 * Cancelled and refunded orders never count as sales.
 */
export interface ShopRecords {
  products: readonly ShopProduct[]
  orders: readonly ShopOrder[]
  projects: readonly ShopProject[]
  vehicles: readonly ShopVehicle[]
  courses: readonly ShopCourse[]
  days: readonly ShopDay[]
}

const DAY_MS = 86_400_000
const round = (value: number) => Math.round(value * 100) / 100
const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0)
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10)

/** Whether an order brought money in. */
export const isSale = (order: ShopOrder) => order.status !== 'cancelled' && order.payment !== 'refunded'

/** Records whose day lies in the `length` days ending `endAgo` days before today (0: today included). */
function within<T>(items: readonly T[], dayOfItem: (item: T) => string, today: string, length: number, endAgo = 0) {
  const last = dayNumber(today) - endAgo
  return items.filter((item) => {
    const day = dayNumber(dayOfItem(item))
    return day <= last && day > last - length
  })
}

export function trend(current: number, previous: number): Trend {
  return { value: round(current), change: previous === 0 ? null : round((current - previous) / previous) }
}

/** The same measure over the last 30 days and the 30 before. */
function monthTrend<T>(items: readonly T[], dayOfItem: (item: T) => string, today: string, of: (items: T[]) => number) {
  return trend(of(within(items, dayOfItem, today, 30)), of(within(items, dayOfItem, today, 30, 30)))
}

const salesOf = (orders: readonly ShopOrder[]) => round(sum(orders.filter(isSale), (order) => order.total))
const visitsOf = (days: readonly ShopDay[]) => sum(days, (day) => sum(TRAFFIC_SOURCES, (source) => day.visits[source]))

/** The last `count` months as `YYYY-MM`, oldest first, this month included. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1))
    return date.toISOString().slice(0, 7)
  })
}

function months(records: ShopRecords, today: string, count = 6): MonthFigures[] {
  return lastMonths(today, count).map((month) => {
    const orders = records.orders.filter((order) => order.day.startsWith(month) && isSale(order))
    const sales = salesOf(orders)
    const expenses = round(
      sum(orders, (order) => order.cost) +
        sum(
          records.days.filter((day) => day.day.startsWith(month)),
          (day) => day.expenses,
        ),
    )
    return { month, orders: orders.length, sales, expenses, profit: round(sales - expenses) }
  })
}

function dailySeries(today: string, length: number, of: (day: string) => number) {
  return Array.from({ length }, (_, index) => dayOf(dayNumber(today) - length + 1 + index)).map((day) => ({
    day,
    value: of(day),
  }))
}

function countries(orders: readonly ShopOrder[], today: string, top = 5): CountrySales[] {
  const recent = within(orders.filter(isSale), (order) => order.day, today, 30)
  const before = within(orders.filter(isSale), (order) => order.day, today, 30, 30)
  const codes = [...new Set(recent.map((order) => order.country))]
  return codes
    .map((country) => {
      const mine = recent.filter((order) => order.country === country)
      const sales = salesOf(mine)
      return {
        country,
        sales,
        orders: mine.length,
        change: trend(sales, salesOf(before.filter((order) => order.country === country))).change,
      }
    })
    .sort((a, b) => b.sales - a.sales || a.country.localeCompare(b.country))
    .slice(0, top)
}

function bySource(days: readonly ShopDay[]): Record<TrafficSource, number> {
  return Object.fromEntries(
    TRAFFIC_SOURCES.map((source) => [source, sum(days, (day) => day.visits[source])]),
  ) as Record<TrafficSource, number>
}

const salesOn = (orders: readonly ShopOrder[]) => (day: string) => salesOf(orders.filter((order) => order.day === day))

export function analyticsDashboard(records: ShopRecords, today: string): AnalyticsDashboard {
  const lastDays = within(records.days, (day) => day.day, today, 30)
  const recentOrders = within(records.orders.filter(isSale), (order) => order.day, today, 30)
  const visits = visitsOf(lastDays)
  const daily = dailySeries(today, 14, salesOn(records.orders))
  const opened = sum(lastDays, (day) => day.tickets.opened)
  const resolved = Math.min(
    opened,
    sum(lastDays, (day) => day.tickets.resolved),
  )
  return {
    visits: monthTrend(records.days, (day) => day.day, today, visitsOf),
    visitsBySource: bySource(lastDays),
    orders: monthTrend(
      records.orders.filter(isSale),
      (order) => order.day,
      today,
      (orders) => orders.length,
    ),
    conversion: visits === 0 ? 0 : recentOrders.length / visits,
    averageOrder: recentOrders.length === 0 ? 0 : round(salesOf(recentOrders) / recentOrders.length),
    dailySales: daily.map(({ day, value }) => ({ day, sales: value })),
    averageDailySales: round(sum(daily, (entry) => entry.value) / daily.length),
    weeklyEarnings: dailySeries(today, 7, salesOn(records.orders)).map(({ day, value }) => ({ day, earnings: value })),
    support: { opened, resolved, resolvedShare: opened === 0 ? 0 : resolved / opened },
    countries: countries(records.orders, today),
    months: months(records, today),
    campaign: {
      sent: sum(lastDays, (day) => day.campaign.sent),
      opened: sum(lastDays, (day) => day.campaign.opened),
      clicked: sum(lastDays, (day) => day.campaign.clicked),
      bounced: sum(lastDays, (day) => day.campaign.bounced),
      unsubscribed: sum(lastDays, (day) => day.campaign.unsubscribed),
    },
  }
}

const customersOf = (orders: readonly ShopOrder[]) => new Set(orders.map((order) => order.email)).size

export function crmDashboard(records: ShopRecords, today: string): CrmDashboard {
  const sales = records.orders.filter(isSale)
  const weeks = Array.from({ length: 8 }, (_, index) => 7 - index)
  return {
    sales: monthTrend(sales, (order) => order.day, today, salesOf),
    customers: monthTrend(sales, (order) => order.day, today, customersOf),
    revenueByWeek: weeks.map((weeksAgo) => ({
      week: dayOf(dayNumber(today) - weeksAgo * 7 - 6),
      revenue: salesOf(within(sales, (order) => order.day, today, 7, weeksAgo * 7)),
    })),
    months: months(records, today).map((figures) => {
      const days = records.days.filter((day) => day.day.startsWith(figures.month))
      return { ...figures, leads: sum(days, (day) => day.leads), visits: visitsOf(days) }
    }),
    countries: countries(records.orders, today),
    projectStatus: Object.fromEntries(
      PROJECT_STATUSES.map((status) => [
        status,
        records.projects.filter((project) => project.status === status).length,
      ]),
    ) as CrmDashboard['projectStatus'],
    activeProjects: records.projects
      .filter((project) => project.status !== 'done')
      .sort((a, b) => a.due.localeCompare(b.due))
      .slice(0, 5)
      .map(({ id, name, leader, progress, status, due }) => ({ id, name, leader, progress, status, due })),
    activity: [...records.orders]
      .sort((a, b) => b.number - a.number)
      .slice(0, 5)
      .map(({ id, number, customer, day, total, status }) => ({ id, number, customer, day, total, status })),
    team: [...new Set(records.projects.flatMap((project) => project.team))]
      .map((name) => {
        const mine = records.projects.filter((project) => project.team.includes(name))
        return { name, projects: mine.length, done: mine.filter((project) => project.status === 'done').length }
      })
      .sort((a, b) => b.projects - a.projects || a.name.localeCompare(b.name))
      .slice(0, 5),
  }
}

export function ecommerceDashboard(records: ShopRecords, today: string): EcommerceDashboard {
  const sales = records.orders.filter(isSale)
  const thisMonth = sales.filter((order) => order.day.startsWith(today.slice(0, 7)))
  const monthly = months(records, today)
  const best = Math.max(0, ...monthly.slice(0, -1).map((month) => month.sales))
  const recent = within(sales, (order) => order.day, today, 30)
  const sold = new Map<string, { sold: number; revenue: number }>()
  for (const line of recent.flatMap((order) => order.lines)) {
    const entry = sold.get(line.productId) ?? { sold: 0, revenue: 0 }
    sold.set(line.productId, {
      sold: entry.sold + line.quantity,
      revenue: round(entry.revenue + line.quantity * line.price),
    })
  }
  const latest = (status: 'processing' | 'shipped' | 'delivered') =>
    records.orders
      .filter((order) => order.status === status)
      .sort((a, b) => b.number - a.number)
      .slice(0, 3)
      .map(({ id, number, customer, country, day }) => ({ id, number, customer, country, day }))
  return {
    // The target: beat the best of the previous months by a tenth.
    month: { sales: salesOf(thisMonth), target: round(best * 1.1), orders: thisMonth.length },
    revenue: monthTrend(sales, (order) => order.day, today, salesOf),
    orders: monthTrend(
      sales,
      (order) => order.day,
      today,
      (orders) => orders.length,
    ),
    customers: monthTrend(sales, (order) => order.day, today, customersOf),
    itemsSold: monthTrend(
      sales,
      (order) => order.day,
      today,
      (orders) =>
        sum(
          orders.flatMap((order) => order.lines),
          (line) => line.quantity,
        ),
    ),
    months: monthly,
    leads: {
      ...monthTrend(
        records.days,
        (day) => day.day,
        today,
        (days) => sum(days, (day) => day.leads),
      ),
      bySource: Object.fromEntries(
        TRAFFIC_SOURCES.map((source) => [
          source,
          within(records.orders, (order) => order.day, today, 30).filter((order) => order.source === source).length,
        ]),
      ) as Record<TrafficSource, number>,
    },
    weeklyEarnings: dailySeries(today, 7, salesOn(records.orders)).map(({ day, value }) => ({ day, earnings: value })),
    popularProducts: [...sold.entries()]
      .map(([id, figures]) => ({
        id,
        name: records.products.find((product) => product.id === id)?.name ?? id,
        ...figures,
      }))
      .sort((a, b) => b.sold - a.sold || b.revenue - a.revenue)
      .slice(0, 5),
    ordersByStatus: { processing: latest('processing'), shipped: latest('shipped'), delivered: latest('delivered') },
    paymentMethods: Object.fromEntries(
      PAYMENT_METHODS.map((method) => [method, salesOf(recent.filter((order) => order.method === method))]),
    ) as EcommerceDashboard['paymentMethods'],
  }
}

export function logisticsDashboard(records: ShopRecords, today: string): LogisticsDashboard {
  const { vehicles, days } = records
  const lastDays = within(days, (day) => day.day, today, 30)
  const shipments = sum(lastDays, (day) => day.shipments)
  const deliveredOnTime = sum(lastDays, (day) => day.deliveredOnTime)
  const exceptions = {
    damaged: sum(lastDays, (day) => day.exceptions.damaged),
    lost: sum(lastDays, (day) => day.exceptions.lost),
    address: sum(lastDays, (day) => day.exceptions.address),
    refused: sum(lastDays, (day) => day.exceptions.refused),
  }
  const orders = within(records.orders, (order) => order.day, today, 30)
  return {
    onRoute: vehicles.filter((vehicle) => vehicle.state === 'on-route').length,
    withErrors: vehicles.filter((vehicle) => vehicle.warning !== 'none').length,
    deviated: vehicles.filter((vehicle) => vehicle.deviated).length,
    late: vehicles.filter((vehicle) => vehicle.late).length,
    total: vehicles.length,
    byState: Object.fromEntries(
      VEHICLE_STATES.map((state) => [state, vehicles.filter((vehicle) => vehicle.state === state).length]),
    ) as LogisticsDashboard['byState'],
    months: lastMonths(today, 3).map((month) => {
      const of = days.filter((day) => day.day.startsWith(month))
      return {
        month,
        shipments: sum(of, (day) => day.shipments),
        deliveredOnTime: sum(of, (day) => day.deliveredOnTime),
      }
    }),
    performance: {
      shipments,
      deliveredOnTime,
      onTimeShare: shipments === 0 ? 0 : deliveredOnTime / shipments,
      exceptions: sum(Object.values(exceptions), (count) => count),
    },
    exceptions,
    countries: [...new Set(orders.map((order) => order.country))]
      .map((country) => ({ country, orders: orders.filter((order) => order.country === country).length }))
      .sort((a, b) => b.orders - a.orders || a.country.localeCompare(b.country))
      .slice(0, 5),
  }
}

export function academyDashboard(records: ShopRecords, today: string): AcademyDashboard {
  const { courses } = records
  const instructors = [...new Set(courses.map((course) => course.instructor))]
  return {
    minutesLearned: sum(courses, (course) => Math.round((course.minutes * course.completedTasks) / course.totalTasks)),
    completedTasks: sum(courses, (course) => course.completedTasks),
    totalTasks: sum(courses, (course) => course.totalTasks),
    coursesDone: courses.filter((course) => course.completedTasks === course.totalTasks).length,
    coursesInProgress: courses.filter(
      (course) => course.completedTasks > 0 && course.completedTasks < course.totalTasks,
    ).length,
    topics: COURSE_TOPICS.map((topic) => ({
      topic,
      students: sum(
        courses.filter((course) => course.topic === topic),
        (course) => course.students,
      ),
    })).sort((a, b) => b.students - a.students),
    instructors: instructors
      .map((name) => {
        const mine = courses.filter((course) => course.instructor === name)
        return { name, courses: mine.length, students: sum(mine, (course) => course.students) }
      })
      .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name))
      .slice(0, 4),
    topCourses: [...courses]
      .sort((a, b) => b.students - a.students)
      .slice(0, 5)
      .map(({ id, title, instructor, rating, students }) => ({ id, title, instructor, rating, students })),
    webinar: {
      title: 'Harvest report: what this year’s crop means for your menu',
      host: instructors[0] ?? '',
      // Every Thursday: the next one after today.
      day: dayOf(dayNumber(today) + ((4 - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7 || 7)),
      minutes: 45,
      registered: Math.round(sum(courses, (course) => course.students) / 40),
    },
    assignments: courses
      .filter((course) => course.completedTasks > 0 && course.completedTasks < course.totalTasks)
      .sort((a, b) => b.completedTasks / b.totalTasks - a.completedTasks / a.totalTasks)
      .slice(0, 4)
      .map(({ id, title, completedTasks, totalTasks }) => ({ id, title, completedTasks, totalTasks })),
  }
}
