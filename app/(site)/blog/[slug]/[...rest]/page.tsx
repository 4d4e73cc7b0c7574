import { redirect } from 'next/navigation'

/** Any deeper unknown /blog/… path also leads back to the blog. */
export default function UnknownBlogPath() {
  redirect('/blog')
}
